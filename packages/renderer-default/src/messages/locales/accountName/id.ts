import type { AccountNameMessages } from '../../enAccountName.js';

/** Indonesian texts of account names. */
export const idAccountName: AccountNameMessages = {
  'accountName.entry': 'Pilih nama untuk akun ini',
  'accountName.body': 'Pilih nama yang bisa dikirimi orang lain sebagai pengganti alamat Anda. Nama berakhir dengan {suffix}.',
  'accountName.label': 'Nama akun',
  'accountName.tooShort': 'Gunakan minimal 4 karakter',
  'accountName.invalidCharacters': 'Gunakan hanya huruf, angka, dan tanda hubung',
  'accountName.suggestions': 'Saran',
  'accountName.suggestionsLoading': 'Memuat saran',
  'accountName.suggestionsFailed': 'Gagal mengambil saran nama',
  'accountName.available': 'Tersedia',
  'accountName.taken': 'Sudah dipakai',
  'accountName.register': 'Daftarkan',
  'accountName.registering': 'Menunggu tanda tangan dompet Anda',
  'accountName.takenError': '{name} sudah dipakai. Coba nama lain.',
  'accountName.declined': 'Dompet menolak menandatangani. Nama Anda tidak didaftarkan.',
  'accountName.failed': 'Gagal mendaftarkan nama {name}',
  'accountName.successBody': '{name} sekarang menjadi nama akun Anda.',
  'accountName.done': 'Kembali ke akun',
};
