// The async boundary: federation negotiates shared modules (one React) before any of them runs.
import('./app/standalone-page');
