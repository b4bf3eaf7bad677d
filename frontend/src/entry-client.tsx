import { isAdminPath } from './app/admin-path';
import './styles/global.css';

/**
 * The client entry (entry-boot.ts imports it after the first paint). The admin area is an app: the
 * whole router hydrates (entry-admin.tsx). A public page is the server's HTML with a few islands
 * that work in the browser (islands/start.ts), so it downloads neither React nor the router unless
 * one of its islands needs React.
 */
if (isAdminPath(window.location.pathname)) void import('./entry-admin');
else void import('./islands/start');
