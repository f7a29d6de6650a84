/**
 * The first step of the app's start (main.tsx, issue 27): the libraries' code is evaluated, then the browser gets a
 * moment before the app's own modules are (the bundle runs its modules in import order, and this module's top-level
 * `await` ends the task there). Evaluating all of the app's start code was one task of ~300-500 ms on a slow phone.
 */
import 'react';
import 'react-dom/client';
import '@tanstack/react-query';
import '@tanstack/react-router';
import '@tanstack/react-router/ssr/client';
import 'i18next';
import 'react-i18next';
import { yieldToBrowser } from '../lib/after-load.ts';

await yieldToBrowser();
