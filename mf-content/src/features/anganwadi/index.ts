export { SmartAnganwadi } from './smart-anganwadi';
export { anganwadiMeta } from './anganwadi-meta';
export { anganwadiWords } from './words';
