import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { products } from './src/content/products/index';

/**
 * `virtual:product-index`: path, title, group and tagline of every product, computed at build time.
 * The header menus and the route table need only these; the full product texts stay in the
 * product page's chunk instead of every page's JavaScript.
 */
function productIndex(): Plugin {
  const id = 'virtual:product-index';
  return {
    name: 'product-index',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(source) {
      if (source !== `\0${id}`) return undefined;
      const index = products.map(({ slug, path, group, title, tagline }) => ({
        slug,
        path,
        group,
        title,
        tagline,
      }));
      return `export const productIndex = ${JSON.stringify(index)};`;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), productIndex()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // single theme modules, bypassing the barrel (see src/theme/chakra-theme.ts)
      'chakra-theme': fileURLToPath(new URL('./node_modules/@chakra-ui/react/dist/esm/theme', import.meta.url)),
    },
  },
  // the server renders the HTML: no index.html; the browser entry is src/entry-client.tsx
  build: isSsrBuild
    ? { outDir: 'dist/server', target: 'node20', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        rolldownOptions: { input: 'src/entry-client.tsx' },
      },
}));
