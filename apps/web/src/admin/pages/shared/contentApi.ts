import type { Article } from '@tokenbox/core/webApi/article.ts'
import type {
  DashboardStats,
  Deployment as DeploymentRow,
  ClientError as ErrorLogRow,
  Feedback as FeedbackRow,
  ConsolePage as ListPage,
  Upload as UploadRow,
  VipLevelEntry as VipRow,
} from '@tokenbox/core/webApi/consoleRows.ts'
import { adminApi } from '../../request/adminApi.ts'
import type { AdminQuery } from '../../request/createAdminClient.ts'

/** How long the feedback export may take (the server answers at most 100,000 rows). */
export const feedbackExportTimeoutMs = 120_000

/**
 * The rows the content routes answer: core's console rows, the one definition the server answers
 * and the console reads (articles included).
 */
export type { Article, DashboardStats, DeploymentRow, ErrorLogRow, FeedbackRow, ListPage, UploadRow, VipRow }

const base = '/vue-element-admin'

/** The console's content calls (the content branch's routes under /prod-api/vue-element-admin). */
export const contentApi = {
  stats: (days: number) => adminApi.get<DashboardStats>(`${base}/dashboard/stats`, { days }),
  feedbackList: (query: AdminQuery) => adminApi.get<ListPage<FeedbackRow>>(`${base}/feedback/list`, query),
  // Streamed by the server page by page; a large inbox takes longer than the usual 5 s.
  feedbackExport: (query: AdminQuery) =>
    adminApi.get<ListPage<FeedbackRow> & { truncated: boolean }>(`${base}/feedback/export`, query, {
      timeoutMs: feedbackExportTimeoutMs,
    }),
  setFeedbackStatus: (id: number, status: FeedbackRow['status']) =>
    adminApi.put<FeedbackRow>(`${base}/feedback/${id}`, { status }),
  vipList: (query: AdminQuery) => adminApi.get<ListPage<VipRow>>(`${base}/vip/list`, query),
  setVip: (body: { address: string; chainId: number; level: number; expiresAt: string | null }) =>
    adminApi.put<VipRow>(`${base}/vip`, body),
  deleteVip: (chainId: number, address: string) =>
    adminApi.delete<{ deleted: boolean }>(`${base}/vip/${chainId}/${address}`),
  articleList: (query: AdminQuery) => adminApi.get<ListPage<Article>>(`${base}/article/list`, query),
  createArticle: (body: Partial<Article>) => adminApi.post<Article>(`${base}/article/create`, body),
  updateArticle: (body: Partial<Article> & { id: number }) =>
    adminApi.post<Article>(`${base}/article/update`, body),
  errorLog: (query: AdminQuery) => adminApi.get<ListPage<ErrorLogRow>>(`${base}/errorlog/list`, query),
  clearErrorLog: () => adminApi.delete<{ deleted: number }>(`${base}/errorlog`),
  uploads: (query: AdminQuery) => adminApi.get<ListPage<UploadRow>>(`${base}/upload/list`, query),
  upload: (form: FormData) =>
    adminApi.upload<{ upload: UploadRow; created: boolean }>(`${base}/upload`, form),
  deleteUpload: (name: string) =>
    adminApi.delete<{ deleted: boolean }>(`${base}/upload/${encodeURIComponent(name)}`),
  deployments: (query: AdminQuery) =>
    adminApi.get<ListPage<DeploymentRow>>(`${base}/transaction/list`, query),
}
