// Production entry: serves the built client and the server-rendered pages.
import { createProductionPages } from './render/production';
import { start } from './start';

await start(createProductionPages);
