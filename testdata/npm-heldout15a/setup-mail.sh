#!/usr/bin/env bash
# setup-mail.sh DIR PORT: starts a private Dovecot IMAP server (Debian's
# dovecot-imapd, own config, no TLS, passwd-file login clara@tidewater.example
# / standin-pass) on 127.0.0.1:PORT over a Maildir with an INBOX, a Sent
# folder and an Archive folder of small made-up messages. Prints the pid file.
set -euo pipefail
D="$1"; PORT="${2:-18471}"
M="$D/mail"; rm -rf "$M"; mkdir -p "$M/run" "$M/maildir"/{cur,new,tmp} "$M/maildir/.Sent"/{cur,new,tmp} "$M/maildir/.Archive"/{cur,new,tmp}
# Dovecot refuses root: login processes run as dovenull, the mailbox belongs to nobody.
echo "clara@tidewater.example:{PLAIN}standin-pass:$(id -u nobody):$(id -g nobody)::$M/maildir" > "$M/passwd"
cat > "$M/dovecot.conf" <<CONF
protocols = imap
listen = 127.0.0.1
base_dir = $M/run
state_dir = $M/run
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
log_path = $M/dovecot.log
default_login_user = dovenull
default_internal_user = dovecot
default_internal_group = dovecot
mail_location = maildir:$M/maildir
passdb {
  driver = passwd-file
  args = $M/passwd
}
userdb {
  driver = passwd-file
  args = $M/passwd
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = $PORT
  }
  inet_listener imaps {
    port = 0
  }
}
service stats {
  unix_listener stats-reader {
    mode = 0666
  }
  unix_listener stats-writer {
    mode = 0666
  }
}
CONF
n=0
msg() { # folder flags date from to subject body [attachment-name attachment-text]
  n=$((n+1)); local f="$1" fl="$2" dt="$3" from="$4" to="$5" sub="$6" body="$7"
  local dir="$M/maildir/.$f"; [ "$f" = INBOX ] && dir="$M/maildir"
  local file="$dir/cur/17640$(printf %05d $n).M${n}P1.standin:2,$fl"
  if [ $# -ge 9 ]; then
    printf 'From: %s\r\nTo: %s\r\nSubject: %s\r\nDate: %s\r\nMessage-ID: <m%d@tidewater.example>\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary="b%d"\r\n\r\n--b%d\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n%s\r\n--b%d\r\nContent-Type: text/csv; name="%s"\r\nContent-Disposition: attachment; filename="%s"\r\n\r\n%s\r\n--b%d--\r\n' \
      "$from" "$to" "$sub" "$dt" $n $n $n "$body" $n "$8" "$8" "$9" $n > "$file"
  else
    printf 'From: %s\r\nTo: %s\r\nSubject: %s\r\nDate: %s\r\nMessage-ID: <m%d@tidewater.example>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n%s\r\n' \
      "$from" "$to" "$sub" "$dt" $n "$body" > "$file"
  fi
  touch -d "$dt" "$file"  # Dovecot takes a Maildir file's mtime as its INTERNALDATE
}
C="Clara Novak <clara@tidewater.example>"
msg INBOX S "Mon, 16 Nov 2026 08:14:00 +0000" "Harbour Master <master@port-authority.example>" "$C" "Berth 4 closed for dredging 18-20 Nov" "Berth 4 will be closed from 18 to 20 November for dredging. Vessels over 120 m should use berth 6. Contact the duty office on channel 14."
msg INBOX S "Tue, 17 Nov 2026 10:02:00 +0000" "Ines Okafor <ines@harbortools.example>" "$C" "Invoice INV-2026-0415 for October rentals" "Hi Clara, attached is the invoice for October. Total EUR 1,284.50, due 1 December." "INV-2026-0415.csv" "item,days,amount
track saw,6,111.00
pressure washer,9,126.00"
msg INBOX "" "Wed, 18 Nov 2026 16:45:00 +0000" "Tomasz Berg <tomasz@harbortools.example>" "$C" "Safety briefing moved to Thursday" "The safety briefing moves to Thursday 19 Nov at 07:30 in the crew room. Bring your badge."
msg INBOX S "Fri, 20 Nov 2026 09:30:00 +0000" "Harbour Master <master@port-authority.example>" "$C, ops@tidewater.example" "Tide tables for December" "December tide tables are published. High water on 1 Dec at 05:42 (4.1 m) and 18:07 (3.9 m)."
msg INBOX "" "Mon, 23 Nov 2026 07:55:00 +0000" "Kenji Mori <kenji@harbortools.example>" "$C" "Repair evening: ferry bench follow-up" "The bench oil needs two more days. I will check the tenon on Tuesday at 18:00."
msg INBOX "" "Tue, 24 Nov 2026 13:20:00 +0000" "Ferry Ops <ops@tidewater.example>" "$C" "Timetable import failed (NTV-0417)" "Nightly import failed: unknown stop id NTV-0417 in trip 22-03. Pipeline 88, job 901."
msg INBOX F "Wed, 25 Nov 2026 06:10:00 +0000" "Ines Okafor <ines@harbortools.example>" "$C" "Re: Invoice INV-2026-0415 for October rentals" "Payment received, thank you. Receipt number R-88213."
msg Sent S "Tue, 17 Nov 2026 11:15:00 +0000" "$C" "Ines Okafor <ines@harbortools.example>" "Re: Invoice INV-2026-0415 for October rentals" "Thanks Ines, payment is scheduled for 24 November."
msg Sent S "Wed, 18 Nov 2026 17:00:00 +0000" "$C" "Tomasz Berg <tomasz@harbortools.example>" "Re: Safety briefing moved to Thursday" "Noted, I will be there at 07:30."
msg Archive S "Thu, 01 Oct 2026 12:00:00 +0000" "Port Authority <news@port-authority.example>" "$C" "Quarterly harbour dues 2026-Q4" "Harbour dues for Q4 2026 are EUR 3,150.00 per berth. Payment reference PA-Q4-0619."
printf 'Sent\nArchive\n' > "$M/maildir/subscriptions"
chown -R nobody:"$(id -gn nobody)" "$M/maildir"
chmod 755 "$D" "$M"
/usr/sbin/dovecot -c "$M/dovecot.conf"
sleep 1
echo "$M/run/master.pid"
