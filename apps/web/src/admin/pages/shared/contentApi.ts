import type { Article } from '@tokenbox/core/webApi/article.ts'
import { adminApi } from '../../request/adminApi.ts'
import type { AdminQuery } from '../../request/createAdminClient.ts'

/** How long the feedback export may take (the server answers at most 100,000 rows). */
export const feedbackExportTimeoutMs = 120_000

/** A page of rows as the content routes answer it. */
export type ListPage<T> = { total: number; items: T[] }

export type DashboardStats = {
  since: string
  deploymentsPerDay: { day: string; kind: string; count: number }[]
  feedbackPerDay: { day: string; status: string; count: number }[]
  vipLevelsPerChain: { chainId: number; level: number; count: number }[]
  totals: { deployments: number; feedback: number; openFeedback: number; vipLevels: number; articles: number }
}

export type FeedbackRow = {
  id: number
  category: string
  description: string
  email: string
  contact: string
  status: 'open' | 'handled'
  createdAt: string
  updatedAt: string
}

export type VipRow = {
  address: string
  chainId: number
  level: number
  expiresAt: string | null
  expired: boolean
  updatedAt: string
}

/** Articles are the server's announcements: one definition in core. */
export type { Article }

export type ErrorLogRow = {
  id: number
  message: string
  stack: string
  info: string
  url: string
  userAgent: string
  createdAt: string
}

export type UploadRow = {
  name: string
  kind: string
  contentType: string
  size: number
  originalName: string
  uploadedBy: string
  createdAt: string
  url: string
}

export type DeploymentRow = {
  id: number
  kind: string
  chainId: number
  /** The created contract (a lock: the locker); null for kinds that create none. */
  address: string | null
  /** A token's template id; null for other kinds and older reports. */
  template: string | null
  txHash: string
  deployer: string
  createdAt: string
}

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
