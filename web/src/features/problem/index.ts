// The public surface of the green channel: the one-step conversion modal, for the pages of other
// features that find problems (research's visit records, sentiment items).
export { type ConvertCandidate, ConvertProblemModal } from './ConvertProblemModal';
