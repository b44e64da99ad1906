import type { MountPages } from '../start';

// replaced by the page renderer
export const createProductionPages: MountPages = async () => () => {};
