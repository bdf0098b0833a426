"""mail.py PORT: empties INBOX, Archive and Sent of ana@example.test on the local
Dovecot (127.0.0.1:PORT) and appends the heldout10d messages."""
import imaplib, sys, email.utils
m = imaplib.IMAP4('127.0.0.1', int(sys.argv[1]) if len(sys.argv) > 1 else 1143)
m.login('ana@example.test', 'mailpw')
for box in ('INBOX', 'Archive', 'Sent'):
    m.select(box); typ, d = m.search(None, 'ALL')
    for n in d[0].split(): m.store(n, '+FLAGS', '\\Deleted')
    m.expunge()
msgs = [
 ('INBOX', 'Mon, 16 Nov 2026 08:12:00 +0000', 'Lena Fischer <lena@acme.test>', 'Invoice 2026-118 for October', 'Hi Ana,\r\n\r\nplease find the October invoice attached. Total due: EUR 1,240.00 by 30 November.\r\n\r\nBest,\r\nLena', r'(\Seen)'),
 ('INBOX', 'Wed, 18 Nov 2026 14:30:00 +0000', 'Build Bot <ci@builds.test>', '[ci] main failed: test_checkout_totals', 'Pipeline #4471 failed on main.\r\nFailed job: unit-tests (3m12s)\r\nCommit: 9f2c1ab "fix rounding in totals"\r\n', ''),
 ('INBOX', 'Thu, 19 Nov 2026 09:05:00 +0000', 'Tomas Novak <tomas@partner.test>', 'Re: Workshop agenda', 'Sounds good. I added a slot for the API migration at 11:00.\r\n\r\nTomas', r'(\Seen \Flagged)'),
 ('INBOX', 'Fri, 20 Nov 2026 17:45:00 +0000', 'Priya Raman <priya@acme.test>', 'Dinner on Saturday?', 'Are you free on Saturday at 7pm? Trattoria Roma has a table for four.\r\n', ''),
 ('INBOX', 'Mon, 23 Nov 2026 07:58:00 +0000', 'Security <no-reply@bank.test>', 'New sign-in to your account', 'We noticed a new sign-in from Firefox on Linux in Berlin, Germany.\r\nIf this was you, no action is needed.\r\n', ''),
 ('INBOX', 'Tue, 24 Nov 2026 11:20:00 +0000', 'Lena Fischer <lena@acme.test>', 'Reminder: invoice 2026-118', 'Just a friendly reminder that invoice 2026-118 is due on 30 November.\r\n', ''),
 ('Archive', 'Tue, 03 Nov 2026 10:00:00 +0000', 'Hotel Lakeside <booking@lakeside.test>', 'Booking confirmation LK-55821', 'Your booking LK-55821 is confirmed.\r\nCheck-in: 15 Dec 2026\r\nCheck-out: 16 Dec 2026\r\nGuests: 12\r\n', r'(\Seen)'),
 ('Archive', 'Thu, 05 Nov 2026 16:40:00 +0000', 'Tomas Novak <tomas@partner.test>', 'Workshop agenda', 'Draft agenda attached. Let me know what to change.\r\n', r'(\Seen)'),
 ('Sent', 'Thu, 19 Nov 2026 08:30:00 +0000', 'Ana Costa <ana@example.test>', 'Workshop agenda', 'Hi Tomas, can we add the API migration topic?\r\nAna', r'(\Seen)'),
]
# message i (1-based) has Message-ID <m<i>@heldout10d.test>; 3 and 9 reply to 8.
for i, (box, date, frm, subj, body, flags) in enumerate(msgs, 1):
    irt = '\r\nIn-Reply-To: <m8@heldout10d.test>\r\nReferences: <m8@heldout10d.test>' if i in (3, 9) else ''
    raw = f'From: {frm}\r\nTo: Ana Costa <ana@example.test>\r\nSubject: {subj}\r\nDate: {date}\r\nMessage-ID: <m{i}@heldout10d.test>{irt}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{body}'
    t = email.utils.parsedate_to_datetime(date).timestamp()
    m.append(box, flags or None, imaplib.Time2Internaldate(t), raw.encode())
m.logout()
print('mail loaded')
