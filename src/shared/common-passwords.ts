/**
 * Passwords so common that guessing tries them first (issue 10 §2): the most used ones of at least
 * MIN_PASSWORD_LENGTH characters in the public breach lists, and a few a South African shop's
 * customers would reach for. Compared without case.
 */
const COMMON_PASSWORDS = new Set([
  '000000', '111111', '112233', '121212', '123123', '123321', '123456', '123654', '123abc',
  '123qwe', '654321', '666666', '696969', '7777777', '555555', '159753', '1234567', '12345678',
  '123456789', '1234567890', '987654321', '147258369', '11111111', '88888888', '12341234',
  '1q2w3e', '1q2w3e4r', '1qaz2wsx', 'zaq12wsx', 'q1w2e3r4', '1234qwer', 'aa123456', 'abcd1234',
  'abc123', 'qwerty', 'qwerty1', 'qwerty123', 'qwertyuiop', 'asdfgh', 'asdfghjkl', 'qazwsx',
  'password', 'password1', 'password123', 'passw0rd', 'p@ssw0rd', 'password@1', 'iloveyou',
  'letmein', 'welcome', 'welcome1', 'admin123', 'administrator', 'changeme', 'trustno1',
  'dragon', 'monkey', 'football', 'baseball', 'soccer', 'sunshine', 'princess', 'shadow',
  'superman', 'batman', 'michael', 'charlie', 'jessica', 'master', 'mustang', 'loveme',
  'flower', 'hello123', 'freedom', 'whatever', 'starwars', 'cheese', 'computer', 'pokemon',
  'killer', 'nicole', 'jordan23', 'hunter2', 'liverpool', 'chelsea', 'arsenal', 'manchester',
  'southafrica', 'springbok', 'springboks', 'capetown', 'johannesburg', 'durban', 'pretoria',
  'kaizerchiefs', 'orlandopirates', 'bafana', 'mzansi', 'lekkerliving',
]);

export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase());
