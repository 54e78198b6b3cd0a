import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * `count` replies to a four-question survey (one choice of 2, several of 3, text, rating) in ONE statement, for the
 * 10,000-reply test and bench/surveys.ts. Reply i: sex 1 + i % 2, age 18 + i % 60, city one of 4, option i % 2,
 * option i % 3, text 'text i', rating 1 + i % 5; users firstUserId + i. The answers' JSON and the flattened choices
 * say the same.
 */
export const insertSyntheticReplies = (
  db: Db,
  surveyId: number,
  count: number,
  firstUserId: number,
  reward = '0',
) =>
  db.execute(sql`
    insert into survey_replies (survey_id, user_id, sex, age, city, answers, choices, reward)
    select ${surveyId}, ${firstUserId} + i, 1 + i % 2, 18 + i % 60, (array['Moscow','Kazan','Omsk','Tver'])[1 + i % 4],
           jsonb_build_array(jsonb_build_object('q', 0, 'o', jsonb_build_array(i % 2)),
                             jsonb_build_object('q', 1, 'o', jsonb_build_array(i % 3)),
                             jsonb_build_object('q', 2, 't', 'text ' || i),
                             jsonb_build_object('q', 3, 'r', 1 + i % 5)),
           array[i % 2, 16 + i % 3, 48 + 1 + i % 5]::smallint[], ${reward}::numeric
      from generate_series(0, ${count - 1}) i`);
