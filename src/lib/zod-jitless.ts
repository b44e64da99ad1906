// Imported (for its effect) by every browser module that validates with zod, before any parse:
// the CSP has no 'unsafe-eval', so zod must not probe `new Function` (it would report a violation).
// Kept out of the entry so pages without a form load no zod at all.
import { config } from 'zod';

config({ jitless: true });
