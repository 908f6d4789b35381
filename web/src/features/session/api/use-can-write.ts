// Whether this session may change anything (components/ui/ReadOnly.tsx, provided by the app shell).
export { useCanWrite } from '../../../components/ui/ReadOnly';
