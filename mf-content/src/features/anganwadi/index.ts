export { SmartAnganwadi } from './smart-anganwadi';
