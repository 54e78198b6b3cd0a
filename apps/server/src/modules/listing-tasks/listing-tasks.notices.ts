import { formatAmountText, type Language } from '@volna/contracts';

// The system-chat notices of paid-task applications (RC-SYSTEM text per language), sent after the commit.

/** To the poster: someone applied to his task. */
export const appliedNotice = (title: string, applicant: string): Record<Language, string> => ({
  ru: `${applicant} откликнулся на ваше задание «${title}». Принять или отклонить отклик можно на странице задания.`,
  zh: `${applicant} 申请了您的任务“${title}”。可在任务页面接受或拒绝。`,
  en: `${applicant} applied to your task "${title}". Accept or reject the application on the task's page.`,
  ja: `${applicant} さんがタスク「${title}」に応募しました。タスクのページで採用・不採用を決められます。`,
});

/** To the applicant: the poster's decision. */
export const decidedNotice = (title: string, accepted: boolean): Record<Language, string> =>
  accepted
    ? {
        ru: `Ваш отклик на задание «${title}» принят.`,
        zh: `您对任务“${title}”的申请已被接受。`,
        en: `Your application to the task "${title}" was accepted.`,
        ja: `タスク「${title}」への応募が採用されました。`,
      }
    : {
        ru: `Ваш отклик на задание «${title}» отклонён.`,
        zh: `您对任务“${title}”的申请已被拒绝。`,
        en: `Your application to the task "${title}" was declined.`,
        ja: `タスク「${title}」への応募は不採用になりました。`,
      };

/** To the referrer: his referred applicant was accepted and the reward paid. */
export const rewardNotice = (
  title: string,
  applicant: string,
  reward: { amount: string; currency: string },
): Record<Language, string> => {
  const amount = (language: Language) => formatAmountText(reward.amount, language, reward.currency);
  return {
    ru: `${applicant} принят на задание «${title}» по вашей рекомендации: вам начислено ${amount('ru')}.`,
    zh: `${applicant} 经您推荐被任务“${title}”接受：您获得 ${amount('zh')} 奖励。`,
    en: `${applicant}, whom you referred, was accepted for the task "${title}": you got ${amount('en')}.`,
    ja: `あなたが紹介した ${applicant} さんがタスク「${title}」に採用されました：${amount('ja')} を受け取りました。`,
  };
};
