// Sharing a statement: the owner's Share dialog (party page) and the public page a link opens.
export { ShareDialog } from './components/ShareDialog';
