/**
 * The one import of zod in src/ (a Biome rule in biome.json fails any other): every schema takes
 * `z` from here, so zod is configured before anything parses. The site's CSP has no 'unsafe-eval', and
 * without `jitless` zod probes `new Function` on its first object parse, which the browser reports as
 * a violation. (The server imports the same schemas; jitless parsing measured no slower there.)
 */
import { config, z } from 'zod';

config({ jitless: true });

export { z };
