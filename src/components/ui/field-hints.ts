/**
 * Examples of what to type, shown as a hint below a field (never as a placeholder, which would look
 * like a value in an empty field). A module of its own: the footer's newsletter form uses one without
 * loading the form fields.
 */
export const EMAIL_HINT = 'למשל name@example.com';
export const PHONE_HINT = 'למשל 050-1234567';
