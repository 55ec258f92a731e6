/** When the current terms took effect and the privacy policy and disclosure were last changed (ISO dates). */
export const TERMS_EFFECTIVE = "2025-01-14";
export const PRIVACY_UPDATED = "2026-11-27";
export const DISCLOSURE_UPDATED = "2025-01-14";
