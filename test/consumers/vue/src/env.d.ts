/// <reference types="vite/client" />
import type {} from 'inlay/vue';
