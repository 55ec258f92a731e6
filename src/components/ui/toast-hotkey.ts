/** The hotkey that moves focus to the notification region (SPEC.md §9), as `KeyboardEvent.code` values. */
export const TOAST_HOTKEY = ["F8"];
