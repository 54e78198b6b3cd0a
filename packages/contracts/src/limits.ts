// Every business constant of spec §9 (and the foundation's own limits), imported by server and web alike.

export const APP_VERSION = '1.2.6';

/** Request timeouts, ms (DESIGN §10). */
export const REQUEST_TIMEOUT_MS = 15_000;
export const AI_CHAT_TIMEOUT_MS = 300_000;
export const BANNER_MS = 3_000;
export const TOAST_MS = 2_000;

/** Verification codes (SMS and e-mail). */
export const CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 5 * 60;
export const CODE_RESEND_SECONDS = 60;
export const CODE_MAX_WRONG_TRIES = 5;
export const CODE_SENDS_PER_HOUR_PER_TARGET = 5;
export const CODE_SENDS_PER_HOUR_PER_IP = 20;
/** How long an SMTP server or the SMS webhook may take before a code send counts as failed. */
export const CODE_DELIVERY_TIMEOUT_MS = 10_000;
/** Entries listed by the development outbox (/dev/outbox). */
export const OUTBOX_LIST_MAX = 50;

/** Accounts. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
export const USER_NAME_MAX_LENGTH = 25;
export const PAY_PASSWORD_LENGTH = 6;
/** Public user code: no 0/O, 1/I/L, so it can be read out and typed without mistakes. */
export const USER_CODE_LENGTH = 8;
export const USER_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** Default user name at sign-up: this prefix and the phone's last digits, else the e-mail's local part. */
export const DEFAULT_USER_NAME_PREFIX = 'user';
export const DEFAULT_USER_NAME_PHONE_DIGITS = 4;
export const AVATAR_COLOR_CODES = [0, 1, 2, 3, 4] as const;
export const CAPTCHA_AFTER_FAILED_LOGINS = 3;
export const CAPTCHA_TTL_SECONDS = 5 * 60;
/**
 * The captcha is an ALTCHA proof of work (issue 17): find the counter whose PBKDF2 key starts with the given prefix.
 * PBKDF2 runs natively in the browser (WebCrypto) as in an attacker's tools, so the work costs a phone about what it
 * costs a bot: counters 200–1,200 × 1,000 iterations ≈ 0.7 M SHA-256 on average, 0.3–0.6 s on one phone core (less
 * with the workers), about as much CPU per login for a bot, where before an OCR read the picture for free.
 */
export const CAPTCHA_POW_ALGORITHM = 'PBKDF2/SHA-256';
export const CAPTCHA_POW_COST = 1_000;
export const CAPTCHA_POW_COUNTER_MIN = 200;
export const CAPTCHA_POW_COUNTER_MAX = 1_200;
/** `counter:derivedKey`: a uint32 and a 32-byte key in hex. */
export const CAPTCHA_SOLUTION_MAX_LENGTH = 80;
/** The browser gives up solving after this long and offers a retry. */
export const CAPTCHA_SOLVE_TIMEOUT_MS = 30_000;

/**
 * Rate limits against guessing and account enumeration (issue 17): fixed-window counters in the database, shared by
 * every instance, counted before the guarded check runs so parallel requests cannot slip past. A password login
 * counts against its IP (IPv6: its /64) and, for a registered address, against the account; a successful one gives its
 * count back, so the limits count failed logins. 20 per address lets a household or an office behind one NAT
 * mistype for a long while yet stops a password spray at 80 tries an hour; 10 per account (also past the captcha
 * after 3) caps a botnet's guesses at one account to 40 an hour, and the owner can still log in by an SMS/e-mail code.
 */
export const PASSWORD_LOGIN_WINDOW_SECONDS = 15 * 60;
export const PASSWORD_LOGIN_FAILURES_PER_IP = 20;
export const PASSWORD_LOGIN_FAILURES_PER_ACCOUNT = 10;
/** `loadUserByPhonenumber` answers whether a number is registered: 30 look-ups per address a quarter hour. */
export const PHONE_LOOKUP_WINDOW_SECONDS = 15 * 60;
export const PHONE_LOOKUPS_PER_IP = 30;
/**
 * One user's pay-password checks run one at a time (issue 17), each holding a lease in the database: a check takes
 * ~50 ms (scrypt), so a lease outlives any real one and frees the slot 10 s after an instance died holding it; a
 * payment waits at most 10 s for the slot, far more than 100 parallel retries of one payment need.
 */
export const PAY_PASSWORD_CHECK_LEASE_MS = 10_000;
export const PAY_PASSWORD_CHECK_WAIT_MS = 10_000;
/** Each captcha challenge costs the server a key derivation and a row: 60 per address a quarter hour. */
export const CAPTCHA_CHALLENGE_WINDOW_SECONDS = 15 * 60;
export const CAPTCHA_CHALLENGES_PER_IP = 60;
export const SESSION_TTL_DAYS = 30;
/** How long an instance may admit a live session from memory before asking the database again. */
export const SESSION_CACHE_TTL_MS = 10_000;
export const SESSION_CACHE_MAX_ENTRIES = 50_000;
export const USER_CACHE_DAYS = 7;
/** An inviter is bound only this long after one's sign-up (issue 28 §6). */
export const INVITE_BIND_DAYS = 7;
/** POST /app/blockUser/checkHaveBeenBlocked per user a minute: no sweeping the id space (issue 28 §5). */
export const BLOCK_CHECKS_PER_MINUTE = 60;
/** Trade partners (a P2P order, an exchange deal, a listing order) talk freely while it is open and this long after (issue 28). */
export const TRADE_PARTNER_CHAT_DAYS = 30;
export const TRADE_PARTNER_CHAT_MS = TRADE_PARTNER_CHAT_DAYS * 24 * 60 * 60 * 1000;

/** Uploads (spec §5). */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const UPLOAD_ADVISED_BYTES = 5 * 1024 * 1024;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_COMPRESS_MAX_SIDE = 480;

/** Support (issue 11): a bug report carries up to 10 files of at most 5 MB each (spec §5). */
export const BUG_REPORT_FILES_MAX = 10;
export const BUG_REPORT_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const BUG_REPORT_DESCRIPTION_MAX_LENGTH = 2_000;
export const TICKET_SUBJECT_MAX_LENGTH = 100;
export const TICKET_TEXT_MAX_LENGTH = 2_000;
export const COMPLAINT_TEXT_MAX_LENGTH = 500;
/** A staff note on a decision (a resolved complaint, a bug report's status). */
export const STAFF_NOTE_MAX_LENGTH = 500;
/** Staff pages (the console's tables). */
export const ADMIN_PAGE_SIZE_MAX = 100;

/** Lists. */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 999;
export const BATCH_INFO_MAX_IDS = 200;
/**
 * Largest page of the user directory and the user search (GET /app/user/list, /app/user/search): enough for a screen
 * and a scroll, too small to walk the whole user base in a few requests. A bigger pageSize is refused, not clamped,
 * as every other paged route refuses one over its maximum.
 */
export const USER_DIRECTORY_PAGE_SIZE_MAX = 50;
export const CONVERSATION_LIST_MAX = 300;
export const HISTORY_PAGE_SIZE = 99;
export const GROUPS_MAX = 999;
export const FRIENDS_MAX = 999;

/** Groups. */
/** Default and largest page of a group's member list (spec §7: pageSize default 999). */
export const GROUP_MEMBERS_PAGE_SIZE = 999;
/** Friends list page (spec §9: friends 999), also its default. */
export const FRIENDS_PAGE_SIZE_MAX = 999;
/** A friend request's greeting. */
export const FRIEND_REQUEST_MESSAGE_MAX_LENGTH = 200;
/** Members one group may hold; every message is copied into each member's event log. */
export const GROUP_MEMBERS_MAX = 2_000;
/** Users one create or invite call may add (a client picks them by hand). */
export const GROUP_INVITE_MAX = 200;
export const GROUP_NAME_MAX_LENGTH = 30;
/** The group notice (`jyRemark`). */
export const GROUP_NOTICE_MAX_LENGTH = 1_000;
/** A member's nickname in one group (`myName`). */
export const GROUP_NICKNAME_MAX_LENGTH = 25;
/** A pending group invitation lapses after this long (issue 17); the member invites again if it still matters. */
export const GROUP_INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Largest page of "my pending group invitations". */
export const GROUP_INVITATIONS_PAGE_SIZE_MAX = 100;
export const SEARCH_TEXT_MAX_LENGTH = 64;
/** A search box asks the server once the typing has paused this long (spec §9 debounce). */
export const SEARCH_DEBOUNCE_MS = 500;

/** Messaging. */
export const MESSAGE_MAX_BYTES = 128 * 1024;
export const MESSAGES_PER_SECOND_MAX = 5;
/** A sender may recall his message within this time of sending it. */
export const RECALL_WINDOW_MS = 2 * 60_000;
export const TYPING_THROTTLE_MS = 600;
export const TYPING_CLEAR_MS = 1_000;
export const ONLINE_WINDOW_MS = 60_000;
/** Presence: an instance records a user's activity at most this often. */
export const PRESENCE_TOUCH_THROTTLE_MS = 30_000;

/** Realtime socket (/ws). */
export const SOCKET_HEARTBEAT_MS = 25_000;
/** A socket that has not authenticated by then is closed. */
export const SOCKET_AUTH_TIMEOUT_MS = 10_000;
/** Stored events sent per read of the log while a reconnecting client catches up. */
export const SOCKET_BACKLOG_PAGE = 200;
/** Largest frame a client may send (a message's content is at most MESSAGE_MAX_BYTES of it). */
export const SOCKET_FRAME_MAX_BYTES = 256 * 1024;
/** A socket whose client stopped reading is dropped once this many sends wait for it (it resumes from the log). */
export const SOCKET_PENDING_MAX = 1_000;
/** While catching up, the server waits for the client to take each chunk of this size before sending more. */
export const SOCKET_SEND_CHUNK_BYTES = 1024 * 1024;
/** The app's own ping (browsers hide protocol pings); no frame within the timeout means a dead link. */
export const SOCKET_CLIENT_PING_MS = 20_000;
export const SOCKET_PONG_TIMEOUT_MS = 10_000;
/** Reconnect backoff: doubles from the first delay up to the cap, with jitter. */
export const SOCKET_RECONNECT_FIRST_MS = 500;
export const SOCKET_RECONNECT_MAX_MS = 30_000;
export const ALERT_SOUND_MAX_BATCH = 20;
export const BADGE_CAP = 99;

/** Statistics: a repeat of the same user+page within this window is stored once. */
export const PAGE_VISIT_DEDUP_MS = 1_000;
/** POST /im/userVisit/add from guests (no login) per address a minute: no flooding the statistics (issue 28 §6). */
export const GUEST_VISITS_PER_MINUTE = 60;

/** Web shell timings (spec §2, §4, §9). */
export const VERSION_CHECK_THROTTLE_MS = 2_000;
export const FEEDBACK_BUTTON_INITIAL_HIDE_MS = 3_000;
export const FEEDBACK_BUTTON_FADE_MS = 2_000;
export const NOT_LOGGED_IN_FLAG_MS = 3_000;
export const START_GUARD_MS = 10_000;
/** A session that ends during the not-logged-in window sends the visitor to the dating tab after this delay (spec §8). */
export const SESSION_END_REDIRECT_DELAY_MS = 500;
export const DOUBLE_TAP_BLOCK_MS = 300;
export const CHAT_LIST_REFRESH_THROTTLE_MS = 3_000;
export const TEXTAREA_MAX_LENGTH = 140;

/** Business constants of later areas, kept here from the start so there is one place. */
export const PAID_PRICE_MIN = 0;
export const PAID_PRICE_MAX = 1000;
export const DATING_AGE_MIN = 18;
export const DATING_AGE_MAX = 75;
export const BLIND_BOX_AGE_MAX = 36;
export const FITNESS_STEPS_MAX = 100_000;
export const FITNESS_STEPS_PER_COIN = 1000;
export const FITNESS_COINS_PER_DAY_MAX = 5;
export const ALBUM_IMAGES_MAX = 9;
export const AD_PHOTOS_MAX = 10;
export const DNA_CANDIDATES_MAX = 15;
export const BLIND_BOX_AUDIO_MAX_SECONDS = 30;
/** Voice messages (RC:HQVCMsg): shorter is refused as 'record too short' (spec §5); at the longest it is sent. */
export const VOICE_MESSAGE_MIN_SECONDS = 1;
export const VOICE_MESSAGE_MAX_SECONDS = 60;
export const CASHBACK_PERCENT = 10;
export const MONEY_DECIMALS_MAX = 4;
export const AMOUNT_MIN = 1;

/** Platform time zone for weekday rules and daily limits (DESIGN §10). */
export const PLATFORM_TIME_ZONE = 'Europe/Moscow';
