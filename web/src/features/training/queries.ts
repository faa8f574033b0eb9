// Query hooks of training: the office's trainings and enrolments, the audience's open trainings and
// own enrolments, the college. Every change refreshes everything under ['training'] (seats move).
import {
  type EnrolmentPerson,
  type EnrolmentQuery,
  trainingEndpoints as ep,
  type OpenTrainingQuery,
  type TrainingInput,
  type TrainingQuery,
} from '@portal/contract/training';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/endpoint';

const ALL = ['training'] as const;

export const useTrainings = (query: TrainingQuery, enabled = true) =>
  useQuery({
    enabled,
    queryKey: [...ALL, 'office', query],
    queryFn: () => api(ep.list, { query }),
    placeholderData: keepPreviousData,
  });

export const useTraining = (trainingId: string | null, enabled = true) =>
  useQuery({
    queryKey: [...ALL, 'office-detail', trainingId],
    queryFn: () => api(ep.detail, { params: { trainingId: trainingId ?? '' } }),
    enabled: enabled && Boolean(trainingId),
  });

export const useEnrolments = (query: EnrolmentQuery, enabled = true) =>
  useQuery({
    enabled,
    queryKey: [...ALL, 'enrolments', query],
    queryFn: () => api(ep.enrolments, { query }),
    placeholderData: keepPreviousData,
  });

export const useEnrolment = (enrolmentId: string | null) =>
  useQuery({
    queryKey: [...ALL, 'enrolment', enrolmentId],
    queryFn: () => api(ep.enrolment, { params: { enrolmentId: enrolmentId ?? '' } }),
    enabled: Boolean(enrolmentId),
  });

export const useOpenTrainings = (query: OpenTrainingQuery, enabled = true) =>
  useQuery({
    enabled,
    queryKey: [...ALL, 'open', query],
    queryFn: () => api(ep.open, { query }),
    placeholderData: keepPreviousData,
  });

export const useOpenTraining = (trainingId: string | null, enabled = true) =>
  useQuery({
    queryKey: [...ALL, 'open-detail', trainingId],
    queryFn: () => api(ep.openDetail, { params: { trainingId: trainingId ?? '' } }),
    enabled: enabled && Boolean(trainingId),
  });

export const useMyEnrolments = (query: EnrolmentQuery, enabled = true) =>
  useQuery({
    enabled,
    queryKey: [...ALL, 'mine', query],
    queryFn: () => api(ep.mine, { query }),
    placeholderData: keepPreviousData,
  });

export const useCollege = (query: { page: number; size: number; past?: 'true' | 'false' }) =>
  useQuery({
    queryKey: [...ALL, 'college', query],
    queryFn: () => api(ep.college, { query }),
    placeholderData: keepPreviousData,
  });

export const useCollegeTraining = (trainingId: string | null) =>
  useQuery({
    queryKey: [...ALL, 'college-detail', trainingId],
    queryFn: () => api(ep.collegeDetail, { params: { trainingId: trainingId ?? '' } }),
    enabled: Boolean(trainingId),
  });

function useTrainingMutation<V, R>(run: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: ALL }),
  });
}

export const useSaveTraining = () =>
  useTrainingMutation((v: { trainingId?: string; input: TrainingInput; version?: number }) =>
    v.trainingId
      ? api(ep.update, {
          params: { trainingId: v.trainingId },
          body: { ...v.input, version: v.version ?? 1 },
        })
      : api(ep.create, { body: v.input }),
  );

export const useCancelTraining = () =>
  useTrainingMutation((trainingId: string) => api(ep.cancel, { params: { trainingId } }));

export const useMarkAttendance = () =>
  useTrainingMutation((v: { trainingId: string; enrolmentIds: string[]; attended: boolean }) =>
    api(ep.attendance, {
      params: { trainingId: v.trainingId },
      body: { enrolmentIds: v.enrolmentIds, attended: v.attended },
    }),
  );

export const useEnrol = () =>
  useTrainingMutation((v: { trainingId: string; people: EnrolmentPerson[] }) =>
    api(ep.enrol, { params: { trainingId: v.trainingId }, body: { people: v.people } }),
  );

export const useCancelEnrolment = () =>
  useTrainingMutation((enrolmentId: string) => api(ep.cancelEnrolment, { params: { enrolmentId } }));

export const useSignInTraining = () =>
  useTrainingMutation((v: { trainingId: string; code: string; enrolmentIds: string[] }) =>
    api(ep.signIn, {
      params: { trainingId: v.trainingId },
      body: { code: v.code, enrolmentIds: v.enrolmentIds },
    }),
  );

export const useGiveFeedback = () =>
  useTrainingMutation((v: { enrolmentId: string; rating: number; comment: string }) =>
    api(ep.feedback, {
      params: { enrolmentId: v.enrolmentId },
      body: { rating: v.rating, comment: v.comment },
    }),
  );
