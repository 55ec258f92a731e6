// Written by scripts/generate-date-labels.ts (npm run i18n:date-labels); do not edit.

/** The dates the pages show, by locale and ISO date, as `Intl.DateTimeFormat` writes them (long date, UTC). */
export const DATE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  "en-US": {
    "2025-01-14": "January 14, 2025",
    "2026-11-27": "November 27, 2026",
  },
  "es-ES": {
    "2025-01-14": "14 de enero de 2025",
    "2026-11-27": "27 de noviembre de 2026",
  },
  "fr-FR": {
    "2025-01-14": "14 janvier 2025",
    "2026-11-27": "27 novembre 2026",
  },
  "pt-BR": {
    "2025-01-14": "14 de janeiro de 2025",
    "2026-11-27": "27 de novembro de 2026",
  },
  "de-DE": {
    "2025-01-14": "14. Januar 2025",
    "2026-11-27": "27. November 2026",
  },
  "ru-RU": {
    "2025-01-14": "14 января 2025 г.",
    "2026-11-27": "27 ноября 2026 г.",
  },
  "he-IL": {
    "2025-01-14": "14 בינואר 2025",
    "2026-11-27": "27 בנובמבר 2026",
  },
  "zh-CN": {
    "2025-01-14": "2025年1月14日",
    "2026-11-27": "2026年11月27日",
  },
  "ar-u-nu-latn": {
    "2025-01-14": "14 يناير 2025",
    "2026-11-27": "27 نوفمبر 2026",
  },
};
