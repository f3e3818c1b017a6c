/** Limits on anonymous and costly writes, counted in the database (docs/decisions/0012). */
export {
  DEFAULT_LIMITS,
  type LimitName,
  type LimitRules,
  type RequestLimits,
  createRequestLimits,
  subjectKey,
} from './request-limits.js';
