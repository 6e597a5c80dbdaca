import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Three pages: the React app (inlay/react), and two plain pages on the other documented imports.
export default defineConfig({
  plugins: [react()],
  build: {
    rollupOptions: {
      input: {
        app: resolve(import.meta.dirname, 'index.html'),
        register: resolve(import.meta.dirname, 'register.html'),
        define: resolve(import.meta.dirname, 'define.html'),
      },
    },
  },
});
