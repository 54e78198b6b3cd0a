import { DatingMediaType, Gender } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { type AlbumItem, checkForm, emptyForm, type ProfileForm } from './profile-form.ts';

const photo = (key: string, isPaid = false): AlbumItem => ({
  key,
  preview: null,
  url: `/files/${key}.png`,
  mediaType: DatingMediaType.image,
  isPaid,
  progress: null,
  failed: false,
});

const filled = (change: Partial<ProfileForm> = {}): ProfileForm => ({
  ...emptyForm(3),
  nickName: 'Anna',
  gender: Gender.female,
  age: '27',
  height: '168',
  weight: '55',
  location: 'Kazan',
  labelIds: [1],
  brief: 'Hello',
  items: [photo('a')],
  ...change,
});

describe('dating profile form', () => {
  it('answers the body of a complete form', () => {
    const { body, errors } = checkForm(filled({ chatPrice: '10.5' }));
    expect(errors).toEqual({});
    expect(body).toMatchObject({ age: 27, chatPrice: '10.5', albumPrice: null, currencyId: 3 });
    expect(body?.userImageList).toEqual([
      { imageUrl: '/files/a.png', mediaType: DatingMediaType.image, isPaid: false },
    ]);
  });

  it('requires every field of spec §5 and names the missing ones', () => {
    const { body, errors } = checkForm(emptyForm(null));
    expect(body).toBeNull();
    for (const field of [
      'nickName',
      'gender',
      'age',
      'height',
      'weight',
      'location',
      'labelIds',
      'brief',
      'items',
    ])
      expect(errors).toHaveProperty(field);
    expect(errors.items).toBe('datingMediaRequired');
  });

  it('refuses an age outside 18–75 with the spec message code', () => {
    expect(checkForm(filled({ age: '17' })).errors.age).toBe('datingAgeInvalid');
    expect(checkForm(filled({ age: '76' })).errors.age).toBe('datingAgeInvalid');
    expect(checkForm(filled({ age: '18' })).errors.age).toBeUndefined();
  });

  it('refuses prices of 0 or over 1000', () => {
    expect(checkForm(filled({ chatPrice: '0' })).errors.chatPrice).toBe('datingPriceInvalid');
    expect(checkForm(filled({ albumPrice: '1000.01' })).errors.albumPrice).toBe('datingPriceInvalid');
    expect(checkForm(filled({ chatPrice: '1000' })).errors.chatPrice).toBeUndefined();
  });

  it('keeps the avatar free, asks an album price for paid items, and caps the album at 9', () => {
    expect(checkForm(filled({ items: [photo('a', true)] })).errors.items).toBe('datingAvatarMustBeFree');
    expect(checkForm(filled({ items: [photo('a'), photo('b', true)] })).errors.albumPrice).toBe(
      'datingAlbumPriceRequired',
    );
    const ten = Array.from({ length: 10 }, (_, i) => photo(`p${i}`));
    expect(checkForm(filled({ items: ten })).errors.items).toBe('datingTooManyPhotos');
  });
});
