// The public surface of training: the listed college's trainings, for the portal's college page.
export { CollegeTrainings } from './CollegeTrainings';
