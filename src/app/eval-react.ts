// React and ReactDOM are CommonJS: the build wraps them so that their code runs when a module first uses them — with
// the app's own code, in the one task that evaluates the entry. Imported here, in the chunk that holds them
// (vite.config.ts, group 'react'), they run when that chunk is evaluated: a task of its own (public/ssr-boot.js).
import 'react';
import 'react-dom/client';
import 'react/jsx-runtime';
