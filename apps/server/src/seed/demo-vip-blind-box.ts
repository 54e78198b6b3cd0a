import { Gender } from '@volna/contracts';
import { AppError } from '../http/errors.ts';
import type { ResultCodeName } from '@volna/contracts';
import type { Services } from '../services.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { DEMO_DATERS } from './demo-dating.ts';

// The blind box and VIP dating on the first start: the demo daters young enough for the box (18–36) have a card
// drawn from their dating photos, and the first demo user has a VIP card and one open request with candidates, so
// the box has something to draw and the staff console's VIP list is not empty.

const GOALS: Record<string, string> = {
  serious: 'Серьёзные отношения',
  marriage: 'Создать семью',
  travel: 'Путешествовать вместе',
  sport: 'Спорт и активный отдых',
  dates: 'Свидания и прогулки',
  chat: 'Общение',
  friendship: 'Дружба',
  language: 'Языковой обмен',
};

/** A catch that expects one refusal (answers undefined) and rethrows anything else. */
const refusedWith = (codeName: ResultCodeName) => (error: unknown) => {
  if (error instanceof AppError && error.codeName === codeName) return undefined;
  throw error;
};

async function seedCards(services: Services) {
  let made = 0;
  for (const dater of DEMO_DATERS) {
    if (dater.age > 36) continue;
    const user = await services.users.findByPhone('+7', dater.phone);
    if (!user?.avatar || (await services.blindBox.profile(user.id))) continue;
    const saved = await services.blindBox
      .saveProfile(user.id, {
        nickName: dater.nickName,
        age: dater.age,
        height: dater.height,
        weight: dater.weight,
        location: dater.location,
        goals: dater.labels.map((code) => GOALS[code] ?? code).join(', '),
        brief: dater.brief,
        media: [user.avatar],
      })
      // A dater whose dating profile is not published (yet) gets no card: the box needs one.
      .catch(refusedWith('datingProfileRequired'));
    if (saved) made++;
  }
  return made;
}

async function seedVipRequest(services: Services) {
  const first = DEMO_ACCOUNTS[0]!;
  const user = await services.users.findByPhone(first.areaCode ?? '+7', first.phone ?? '');
  if (!user || (await services.vipDating.list(user.id)).length) return false;
  await services.vipDating.saveProfile(user.id, {
    nickName: first.firstName,
    sex: Gender.female,
    age: 28,
    city: 'Москва',
    height: 167,
    weight: 56,
    brief: 'Ищу надёжного и весёлого человека.',
  });
  const { pricePerCandidate } = await services.vipDating.price();
  // One candidate: the request's total is then the price itself, whatever staff set it to.
  const submitted = await services.vipDating
    .submit(
      user.id,
      {
        sex: Gender.male,
        ageFrom: 25,
        ageTo: 40,
        city: 'Москва',
        extraWishes: 'Любит путешествия',
        candidateCount: 1,
        price: pricePerCandidate,
      },
      'demo-vip-request',
    )
    // Without the money for it (an operator changed the price or the balances) the demo goes without a request.
    .catch(refusedWith('insufficientBalance'));
  return Boolean(submitted);
}

/** Idempotent: what exists is left alone. Answers what was made, for the start-up log. */
export async function seedDemoVipBlindBox(services: Services) {
  return { cards: await seedCards(services), request: await seedVipRequest(services) };
}
