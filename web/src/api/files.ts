// The shared file store: upload one file, list my uploads, and the address a file is shown at.
import { fileEndpoints } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './endpoint';

export const fileKeys = {
  all: ['files'] as const,
  mine: (page: number, size: number) => ['files', 'mine', page, size] as const,
};

export function uploadFile(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api(fileEndpoints.upload, { body: form });
}

export function useUploadFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadFile,
    onSettled: () => client.invalidateQueries({ queryKey: fileKeys.all }),
  });
}

export function useMyFiles(page: number, size: number) {
  return useQuery({
    queryKey: fileKeys.mine(page, size),
    queryFn: () => api(fileEndpoints.mine, { query: { page, size } }),
    placeholderData: keepPreviousData,
  });
}
