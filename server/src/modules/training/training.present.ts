// Rows to their API shapes, on purpose: the sign-in code only for offices, private materials only
// for the audience, and what the enrolee may do (abilities) decided here, not in the pages.
import type { CollegeTraining, Enrolment, TrainingDetail, TrainingSummary } from '@portal/contract/training';
import { renderRichText } from '../../platform/html/sanitize.ts';
import type * as repo from './training.repository.ts';

const EMPTY: repo.Seats = { taken: 0, waiting: 0, attended: 0, rated: 0, ratingSum: 0 };

export function summaryOf(row: repo.TrainingRow, seats: repo.Seats = EMPTY): TrainingSummary {
  return {
    id: row.id,
    title: row.title,
    organiser: row.organiser,
    mode: row.mode,
    place: row.place,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    enrolFrom: row.enrolFrom.toISOString(),
    enrolUntil: row.enrolUntil.toISOString(),
    status: row.status,
    needsReview: row.needsReview,
    seats: { capacity: row.capacity, taken: seats.taken, waiting: seats.waiting },
  };
}

export function detailOf(
  row: repo.TrainingRow,
  seats: repo.Seats = EMPTY,
  names: { office: string; regions: Map<string, string> } = { office: '', regions: new Map() },
): TrainingDetail {
  return {
    ...summaryOf(row, seats),
    coOrganisers: row.coOrganisers,
    audience: {
      grades: row.audienceGrades,
      stages: row.audienceStages,
      regions: row.audienceRegions,
      regionNames: row.audienceRegions.map((code) => names.regions.get(code) ?? code),
      types: row.audienceTypes,
    },
    link: row.link,
    content: renderRichText(row.content),
    materials: row.materials,
    signInCode: row.signInCode,
    organiserOrg: names.office,
    version: row.version,
    attended: seats.attended,
    feedback: {
      count: seats.rated,
      averageRating: seats.rated ? Math.round((seats.ratingSum / seats.rated) * 10) / 10 : null,
    },
  };
}

export function collegeOf(row: repo.TrainingRow, now: Date): CollegeTraining {
  const { seats: _seats, needsReview: _review, ...summary } = summaryOf(row);
  return {
    ...summary,
    content: renderRichText(row.content),
    materials: row.materials.filter((m) => m.public).map(({ fileId, name }) => ({ fileId, name })),
    past: row.endsAt <= now,
  };
}

/** The day's window for signing in with the code: from an hour before the start to the end. */
export const SIGN_IN_LEAD_MS = 60 * 60 * 1000;

export function enrolmentOf(
  row: repo.EnrolmentView,
  now: Date,
  waitingPosition: number | null = null,
): Enrolment {
  const held = row.status === 'PENDING' || row.status === 'APPROVED' || row.status === 'WAITLISTED';
  const live = row.trainingStatus === 'PUBLISHED';
  const onTheDay = now.getTime() >= row.startsAt.getTime() - SIGN_IN_LEAD_MS && now <= row.endsAt;
  return {
    id: row.id,
    trainingId: row.trainingId,
    trainingTitle: row.trainingTitle,
    startsAt: row.startsAt.toISOString(),
    orgName: row.orgName,
    name: row.name,
    mobile: row.mobile,
    position: row.position,
    status: row.status,
    waitingPosition,
    attendedAt: row.attendedAt?.toISOString() ?? null,
    feedback: row.rating === null ? null : { rating: row.rating, comment: row.comment ?? '' },
    workflowInstanceId: row.workflowInstanceId,
    createdAt: row.createdAt.toISOString(),
    abilities: {
      cancel: live && held && now < row.startsAt,
      signIn: live && row.status === 'APPROVED' && row.attendedAt === null && onTheDay,
      feedback: row.attendedAt !== null && row.rating === null,
    },
  };
}
