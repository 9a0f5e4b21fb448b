// /api/admin/assessments — readiness assessment results, filtered by level and firm-local
// date and paged, with a CSV export of every area's score.
import type { AreaId } from '../../../domain/assessment/questions.ts';
import type { AssessmentScore } from '../../../domain/assessment/scoring.ts';
import { adminAssessmentsQuery, type AdminAssessment } from '../../../domain/schemas/admin-leads.ts';
import { createRouter } from '../../app-env.ts';
import { listAssessments } from '../../db/queries/assessments.ts';
import type { AssessmentRow } from '../../db/schema.ts';
import type { JourneySettings } from '../../journeys/settings.ts';
import { validate } from '../validate.ts';
import { csvResponse, dateRange, EVERYTHING, paging } from './lead-lists.ts';

function assessmentView(row: AssessmentRow): AdminAssessment {
  const score = row.result as AssessmentScore;
  return {
    id: row.id,
    token: row.token,
    overall: row.overall,
    level: row.level,
    areaScores: Object.fromEntries(score.areas.map((area) => [area.areaId, area.score])) as Record<AreaId, number>,
    email: row.email,
    hasAccount: row.userId !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const adminAssessmentRoutes = (settings: JourneySettings) => {
  const zone = settings.timeZone;
  return createRouter()
    .get('/', validate('query', adminAssessmentsQuery), async (c) => {
      const query = c.req.valid('query');
      const filters = { level: query.level, ...dateRange(zone, query.from, query.until) };
      const { rows, total } = await listAssessments(c.var.db, filters, paging(query));
      return c.json({ items: rows.map(assessmentView), total, page: query.page, pageSize: query.pageSize });
    })
    .get('/export', validate('query', adminAssessmentsQuery), async (c) => {
      const query = c.req.valid('query');
      const filters = { level: query.level, ...dateRange(zone, query.from, query.until) };
      const { rows } = await listAssessments(c.var.db, filters, EVERYTHING);
      const areas: AreaId[] = ['governance', 'risk', 'custody', 'accounting', 'communication'];
      return csvResponse(c, 'assessments', zone, [
        ['id', 'created_at', 'overall', 'level', ...areas, 'email', 'has_account', 'token'],
        ...rows.map((row) => {
          const view = assessmentView(row);
          return [
            view.id,
            view.createdAt,
            view.overall,
            view.level,
            ...areas.map((area) => view.areaScores[area]),
            view.email,
            view.hasAccount ? 'yes' : 'no',
            view.token,
          ];
        }),
      ]);
    });
};
