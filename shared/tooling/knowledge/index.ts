export { checkKnowledge } from './check-knowledge';
export { KNOWLEDGE_REMOTES, builtKnowledgePath, builtKnowledgeFiles } from './built-knowledge';
export { claimsIn, knowledgeOfPage, knowledgeText, missingClaims, visibleText } from './page-claims';
