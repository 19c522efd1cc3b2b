/**
 * What every visitor form shares (contact, newsletter, waitlist): the script path of its POST and its
 * look. Not part of the `shared/ui` singleton (the shell shows no form, so main.js should not carry
 * them): remotes import `shared/ui/forms` and bundle it, borrowing the singleton's pieces.
 */
export {
  NETWORK_FAILURE_MESSAGE,
  POST_TIMEOUT_MS,
  SERVER_FAILURE_MESSAGE,
  createFormTokens,
  formBody,
  formTokens,
  postForm,
  sendFormBody,
} from './post-form';
export { Field, FieldHint, FormActions, FormGrid, FormNote, Notice, Required, fieldControl } from './form-styles';
export { FormAlert, FormStatus } from './form-messages';
