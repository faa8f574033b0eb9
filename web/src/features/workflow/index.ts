// The public surface of workflow: one instance's facts, history and actions, for pages of other
// features that show the instance behind what they list (the enterprise review queue).
export { WorkflowDetail } from './WorkflowDetail';
