import {
  ALBUM_IMAGES_MAX,
  DatingMediaType,
  type DatingProfileBody,
  type DatingProfileVo,
  datingProfileBody,
} from '@volna/contracts';

/** One album item in the form: already in my profile (`id`), or picked now (`file`, uploaded on save). */
export type AlbumItem = {
  key: string;
  id?: number;
  file?: File;
  /** What the form shows: the stored (or checked-route) address, or a blob: preview of a picked file. */
  preview: string | null;
  /** The upload's address once sent, so a second save does not upload it again. */
  url?: string;
  urlCompress?: string;
  mediaType: number;
  isPaid: boolean;
  /** 0–100 while uploading. */
  progress: number | null;
  failed: boolean;
};

export type VoiceIntro = { url: string; seconds: number; blob?: Blob; extension?: string; preview?: string };

export type ProfileForm = {
  nickName: string;
  gender: number | null;
  age: string;
  height: string;
  weight: string;
  location: string;
  labelIds: number[];
  brief: string;
  voice: VoiceIntro | null;
  chatPrice: string;
  albumPrice: string;
  currencyId: number | null;
  items: AlbumItem[];
};

export const emptyForm = (currencyId: number | null): ProfileForm => ({
  nickName: '',
  gender: null,
  age: '',
  height: '',
  weight: '',
  location: '',
  labelIds: [],
  brief: '',
  voice: null,
  chatPrice: '',
  albumPrice: '',
  currencyId,
  items: [],
});

/** My saved profile as the form edits it. */
export function formOf(profile: DatingProfileVo): ProfileForm {
  return {
    nickName: profile.nickName,
    gender: profile.gender,
    age: String(profile.age),
    height: String(profile.height),
    weight: String(profile.weight),
    location: profile.location,
    labelIds: profile.labelIds,
    brief: profile.brief,
    voice: profile.voiceUrl ? { url: profile.voiceUrl, seconds: profile.voiceSeconds } : null,
    chatPrice: profile.chatPrice ?? '',
    albumPrice: profile.albumPrice ?? '',
    currencyId: profile.currencyId,
    items: profile.userImageList.map((image) => ({
      key: `saved-${image.id}`,
      id: image.id,
      preview: image.imageUrlCompress ?? image.imageUrl,
      mediaType: image.mediaType,
      isPaid: image.isPaid,
      progress: null,
      failed: false,
    })),
  };
}

/** The form's fields a message can stand under. */
export type FormField =
  | 'nickName'
  | 'gender'
  | 'age'
  | 'height'
  | 'weight'
  | 'location'
  | 'labelIds'
  | 'brief'
  | 'voice'
  | 'chatPrice'
  | 'albumPrice'
  | 'currencyId'
  | 'items';

/** A field's problem: a result-code name the `errors` namespace translates, or 'required' / 'invalid'. */
export type FormErrors = Partial<Record<FormField, string>>;

const optionalPrice = (value: string) => (value.trim() === '' ? null : value.trim());

/** The request body the form stands for; uploads must have happened (every new item carries its url). */
export function bodyOf(form: ProfileForm): unknown {
  return {
    nickName: form.nickName,
    gender: form.gender ?? undefined,
    age: form.age.trim() === '' ? undefined : form.age.trim(),
    height: form.height.trim() === '' ? undefined : form.height.trim(),
    weight: form.weight.trim() === '' ? undefined : form.weight.trim(),
    location: form.location,
    labelIds: form.labelIds,
    brief: form.brief,
    voiceUrl: form.voice?.url ?? '',
    voiceSeconds: form.voice?.seconds ?? 0,
    chatPrice: optionalPrice(form.chatPrice),
    albumPrice: optionalPrice(form.albumPrice),
    currencyId: form.currencyId ?? undefined,
    userImageList: form.items.map((item) =>
      item.id !== undefined
        ? { id: item.id, mediaType: item.mediaType, isPaid: item.isPaid }
        : {
            // A picked file not uploaded yet stands in by a placeholder address, so the rest is checked before upload.
            imageUrl: item.url ?? 'pending-upload',
            imageUrlCompress: item.urlCompress || undefined,
            mediaType: item.mediaType,
            isPaid: item.isPaid,
          },
    ),
  };
}

const FIELD_OF: Record<string, FormField> = {
  userImageList: 'items',
  voiceUrl: 'voice',
  voiceSeconds: 'voice',
};

/**
 * Checks the form as the server will (the contract's schema, spec §5) plus the rules the schema cannot see alone: the
 * first item is a free image (it becomes the avatar), a paid item needs an album price. Answers the body when valid.
 */
export function checkForm(form: ProfileForm): { body: DatingProfileBody | null; errors: FormErrors } {
  const errors: FormErrors = {};
  const parsed = datingProfileBody.safeParse(bodyOf(form));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      const field = FIELD_OF[key] ?? (key as FormField);
      if (errors[field]) continue;
      const named = /^[a-z][A-Za-z]+$/.test(issue.message) && issue.message !== key ? issue.message : null;
      errors[field] = named ?? (issue.code === 'invalid_type' ? 'required' : 'invalid');
    }
  if (form.gender === null) errors.gender = 'required';
  if (form.labelIds.length === 0) errors.labelIds = 'required';
  if (form.nickName.trim() === '') errors.nickName = 'required';
  if (form.location.trim() === '') errors.location = 'required';
  if (form.brief.trim() === '') errors.brief = 'required';
  const first = form.items[0];
  if (form.items.length === 0) errors.items = 'datingMediaRequired';
  else if (form.items.length > ALBUM_IMAGES_MAX) errors.items = 'datingTooManyPhotos';
  else if (first && (first.isPaid || first.mediaType !== DatingMediaType.image))
    errors.items = 'datingAvatarMustBeFree';
  if (form.items.some((item) => item.isPaid) && form.albumPrice.trim() === '' && !errors.albumPrice)
    errors.albumPrice = 'datingAlbumPriceRequired';
  const valid = Object.keys(errors).length === 0;
  return { body: valid && parsed.success ? parsed.data : null, errors };
}

/** The album items a picked set of files can still add (at most ALBUM_IMAGES_MAX in all). */
export const roomLeft = (items: AlbumItem[]) => Math.max(0, ALBUM_IMAGES_MAX - items.length);
