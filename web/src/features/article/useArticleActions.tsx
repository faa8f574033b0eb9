// Publish, unpublish and delete with the confirmations and messages every maintenance page shares,
// and the tag that shows an article's state.
import type { ArticleAdminItem, ArticleDisplayState } from '@portal/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteArticle, usePublishArticle, useUnpublishArticle } from '../../api/article';
import { ApiError } from '../../api/client';
import { confirm, toast } from '../../ui';

const STATE_COLOURS: Record<ArticleDisplayState, string> = {
  DRAFT: 'default',
  PUBLISHED: 'green',
  SCHEDULED: 'blue',
  UNPUBLISHED: 'orange',
};

export function StateTag({ state }: { state: ArticleDisplayState }) {
  const { t } = useTranslation('article');
  return <Tag color={STATE_COLOURS[state]}>{t(`state.${state}`)}</Tag>;
}

type Target = Pick<ArticleAdminItem, 'articleId' | 'title' | 'version'>;

export function useArticleActions(onDeleted?: () => void) {
  const { t } = useTranslation('article');
  const publish = usePublishArticle();
  const unpublish = useUnpublishArticle();
  const remove = useDeleteArticle();

  // 404 and 409 get no generic tip from the client (spec §8): say here what happened.
  const failed = (error: unknown) => {
    if (error instanceof ApiError && (error.status === 409 || error.status === 404))
      toast.error(error.message);
    throw error;
  };

  return {
    busy: publish.isPending || unpublish.isPending || remove.isPending,
    publish: (a: Target) =>
      confirm({
        content: t('confirm.publish', { title: a.title }),
        onCancel: () => undefined,
        onOk: () =>
          publish
            .mutateAsync({ id: a.articleId, version: a.version })
            .then((r) =>
              toast.success(t(r.displayState === 'SCHEDULED' ? 'done.scheduled' : 'done.published')),
            )
            .catch(failed),
      }),
    unpublish: (a: Target) =>
      confirm({
        content: t('confirm.unpublish', { title: a.title }),
        onCancel: () => undefined,
        onOk: () =>
          unpublish
            .mutateAsync({ id: a.articleId, version: a.version })
            .then(() => toast.success(t('done.unpublished')))
            .catch(failed),
      }),
    remove: (a: Target) =>
      confirm({
        content: t('confirm.delete', { title: a.title }),
        danger: true,
        onCancel: () => undefined,
        onOk: () =>
          remove
            .mutateAsync(a.articleId)
            .then(() => {
              toast.success(t('done.deleted'));
              onDeleted?.();
            })
            .catch(failed),
      }),
  };
}
