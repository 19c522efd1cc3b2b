import { createModuleLoader, type LoadedModule, type ModuleLoader } from './module-loader';
import { loadExposedModule } from './remote-loader';

/** The browser's loader: federation at run time, from the deploy-time config. No UI: main.js's first task may use it. */
export const browserModules: ModuleLoader = createModuleLoader((remote, module, fresh) =>
  loadExposedModule<LoadedModule>(remote, module, fresh),
);
