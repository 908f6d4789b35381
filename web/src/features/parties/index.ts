// Parties as other features use them: the list, adding one from a picker, and their query keys.
export { toAddPartyInput, useAddParty } from './api/add-party';
export { useParties } from './api/get-parties';
export { partyKeys } from './api/keys';
export { emptyPartyForm } from './api/party-form';
