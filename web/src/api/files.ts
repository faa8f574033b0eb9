// The shared file store: upload one file, list my uploads, and the address a file is shown at.
import { FILES_PATH, type Page, type StoredFile } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from './client';

export const fileKeys = {
  all: ['files'] as const,
  mine: (page: number, size: number) => ['files', 'mine', page, size] as const,
};

export function uploadFile(file: File): Promise<StoredFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return http.post<StoredFile>(FILES_PATH, form);
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
    queryFn: () => http.get<Page<StoredFile>>(FILES_PATH, { params: { page, size } }),
    placeholderData: keepPreviousData,
  });
}
