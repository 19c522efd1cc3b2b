export { checkKnowledge, translationProblem } from './check-knowledge';
export { KNOWLEDGE_REMOTES, builtKnowledgePath, builtKnowledgeFiles } from './built-knowledge';
export { INDIC_MONTHS, claimsIn, knowledgeOfPage, knowledgeText, missingClaims, visibleText } from './page-claims';
