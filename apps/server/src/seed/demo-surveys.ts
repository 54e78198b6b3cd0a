import { StaffRole, type SurveyCreateBody } from '@volna/contracts';
import { AppError } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

const SURVEYS: SurveyCreateBody[] = [
  {
    title: 'Volna: ваши впечатления',
    description: 'Пять вопросов о том, как вам приложение. Ответы помогут нам сделать его лучше.',
    questions: [
      {
        kind: 'single',
        title: 'Как часто вы пользуетесь Volna?',
        options: ['Каждый день', 'Несколько раз в неделю', 'Реже'],
      },
      {
        kind: 'multiple',
        title: 'Какими разделами вы пользуетесь?',
        options: ['Чаты', 'Знакомства', 'Кошелёк', 'Объявления', 'Опросы'],
      },
      { kind: 'rating', title: 'Насколько вам удобно приложение?', options: [] },
      { kind: 'text', title: 'Чего вам не хватает?', options: [] },
    ],
    requiredInfo: ['sex', 'age', 'city'],
    currencyId: 3,
    reward: '3',
    forwardReward: '1',
    maxReplies: 200,
  },
  {
    title: 'Coffee habits',
    description: 'A short survey about your morning coffee.',
    questions: [
      { kind: 'single', title: 'Do you drink coffee?', options: ['Yes', 'No', 'Only tea'] },
      { kind: 'multiple', title: 'When?', options: ['Morning', 'Afternoon', 'Evening'] },
      { kind: 'rating', title: 'How much do you like your usual café?', options: [] },
    ],
    requiredInfo: ['sex', 'age', 'city', 'education'],
    currencyId: 3,
    reward: '2',
    forwardReward: '0.5',
    maxReplies: 100,
  },
  {
    title: '城市出行方式调查',
    description: '您每天怎么出行？',
    questions: [
      { kind: 'single', title: '您最常用的出行方式是？', options: ['地铁', '公交', '自驾', '骑车', '步行'] },
      { kind: 'rating', title: '您对城市交通的满意度？', options: [] },
    ],
    requiredInfo: ['sex', 'age', 'city', 'familyStatus'],
    currencyId: 3,
    reward: '1.5',
    forwardReward: '0',
    maxReplies: 150,
  },
];

/** What the demo users answer: the first demo user is left the first survey to try himself. */
const INFOS = [
  {
    sex: 1 as const,
    age: 34,
    city: 'Москва',
    education: 'master' as const,
    familyStatus: 'married' as const,
  },
  {
    sex: 2 as const,
    age: 27,
    city: 'Санкт-Петербург',
    education: 'bachelor' as const,
    familyStatus: 'single' as const,
  },
  {
    sex: 2 as const,
    age: 41,
    city: '哈尔滨',
    education: 'bachelor' as const,
    familyStatus: 'married' as const,
  },
  {
    sex: 1 as const,
    age: 23,
    city: 'Казань',
    education: 'vocational' as const,
    familyStatus: 'single' as const,
  },
];

/**
 * Platform surveys published by the demo administrator (their budgets held on the rewards account, as the staff
 * console does it), answered by the demo users through the real reply path — paid, counted, charted — so the surveys
 * area is alive on the first start. The first demo user answers only the later ones: the first is his to try. Surveys
 * already there (by title) are left alone, so a restart adds nothing.
 */
export async function seedDemoSurveys(services: Services, memberIds: number[]) {
  const adminAccount = DEMO_ACCOUNTS.find((a) => a.staffRole === StaffRole.platformAdmin);
  const admin = adminAccount?.email ? await services.users.findByEmail(adminAccount.email) : undefined;
  if (!admin) return 0;
  const existing = await services.surveys.staffList(admin.id, 1, 100);
  const titles = new Set(existing.rows.filter((r) => r.platform).map((r) => r.title));
  let published = 0;
  for (const [s, body] of SURVEYS.entries()) {
    if (titles.has(body.title)) continue;
    const survey = await services.surveys.staffPublish(admin.id, body);
    published++;
    const detail = await services.surveys.detail(admin.id, survey.id, true);
    for (const [i, userId] of memberIds.entries()) {
      if (s === 0 && i === 0) continue;
      const answers = detail.questions.map((q, n) => {
        if (q.kind === 'text')
          return {
            questionId: q.id,
            text: ['Больше стикеров', 'Тёмная тема', '更多功能', 'Всё есть'][i % 4]!,
          };
        if (q.kind === 'rating') return { questionId: q.id, rating: 3 + ((i + n) % 3) };
        if (q.kind === 'multiple')
          return {
            questionId: q.id,
            optionIds: [(i + n) % q.options.length, (i + n + 1) % q.options.length],
          };
        return { questionId: q.id, optionIds: [(i + s) % q.options.length] };
      });
      try {
        await services.surveys.reply(userId, survey.id, { info: INFOS[i % INFOS.length]!, answers });
      } catch (error) {
        if (error instanceof AppError) continue;
        throw error;
      }
    }
  }
  return published;
}
