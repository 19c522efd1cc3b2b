export { checkKnowledge } from './check-knowledge';
export { KNOWLEDGE_REMOTES, builtKnowledgePath, builtKnowledgeFiles } from './built-knowledge';
