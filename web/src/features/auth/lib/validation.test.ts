import { describe, expect, it } from 'vitest';
import { type CodeForm, isEmail, validateCodeForm, validateSignIn } from './validation';

const good: CodeForm = {
  terms: true,
  username: 'player_one',
  email: 'player@example.com',
  email_code: '123456',
  password: 'secret1',
  password_confirmation: 'secret1',
};

describe('sign-in validation (spec §5 order)', () => {
  it('checks terms, then e-mail, then password length 6', () => {
    expect(validateSignIn({ terms: false, email: 'x', password: '' })?.message).toBe('terms');
    expect(validateSignIn({ terms: true, email: 'x', password: '' })?.message).toBe('email');
    expect(validateSignIn({ terms: true, email: 'a@b.co', password: '12345' })?.message).toBe('password');
    expect(validateSignIn({ terms: true, email: 'a@b.co', password: '123456' })).toBeNull();
  });

  it('accepts ordinary addresses and refuses broken ones', () => {
    for (const ok of ['a@b.co', 'first.last+tag@mail.example.org', ' padded@example.com '])
      expect(isEmail(ok)).toBe(true);
    for (const bad of ['', 'a@b', 'a@@b.co', '.a@b.co', 'a..b@c.co', 'a b@c.co', 'a@b.c'])
      expect(isEmail(bad)).toBe(false);
  });
});

describe('register / reset validation', () => {
  it('passes a complete form', () => {
    expect(validateCodeForm('register', good)).toBeNull();
    expect(validateCodeForm('forgot', { ...good, terms: false, username: '' })).toBeNull();
  });

  it('reports problems in order', () => {
    expect(validateCodeForm('register', { ...good, terms: false, email: '' })?.message).toBe('terms');
    expect(validateCodeForm('register', { ...good, username: 'ab', email: '' })?.message).toBe('username');
    expect(validateCodeForm('register', { ...good, email: 'nope', password: '1' })?.message).toBe('email');
    expect(validateCodeForm('register', { ...good, password: '12345', email_code: '' })?.message).toBe(
      'passwordLength',
    );
    expect(validateCodeForm('register', { ...good, password: 'x'.repeat(33) })?.message).toBe('passwordLength');
    expect(validateCodeForm('register', { ...good, password_confirmation: '' })).toEqual({
      field: 'password_confirmation',
      message: 'passwordLength',
    });
    expect(
      validateCodeForm('register', { ...good, email_code: '12345', password_confirmation: 'other12' })?.message,
    ).toBe('code');
    expect(validateCodeForm('register', { ...good, password_confirmation: 'other12' })?.message).toBe('mismatch');
  });

  it('limits usernames to 3–20 letters, digits and _ . - space', () => {
    expect(validateCodeForm('register', { ...good, username: 'x'.repeat(21) })?.field).toBe('username');
    expect(validateCodeForm('register', { ...good, username: 'Игрок 1' })).toBeNull();
    expect(validateCodeForm('register', { ...good, username: 'bad<name>' })?.field).toBe('username');
  });
});
