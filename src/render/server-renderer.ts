/**
 * React's server renderer, the edge build. The Node build runs each render inside an AsyncLocalStorage,
 * and on Node 20 the first `run` turns on async hooks for the whole process: from then on every promise
 * of every request paid for them (~10% of a kept page's answer under load; CPU profile, README "Speed").
 * The edge build uses an AsyncLocalStorage only where the runtime has a global one (Node has none); React
 * then knows the request being rendered from a module variable while it renders, which is where the app
 * makes its resource hints (the hero picture's `preload`). Pinned by server-renderer.test.ts.
 */
export { renderToReadableStream } from 'react-dom/server.edge';
