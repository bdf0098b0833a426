// Depot.java: a small made-up JVM workload for the heldout17a capture
// ("Larkspur Depot" dispatch service). Threads that deadlock, threads that
// queue on one lock, idle pool workers, a cache that keeps growing, and
// steady allocation so the collector runs. Mode "calm" skips the deadlock.
import java.util.*;
import java.util.concurrent.*;

public class Depot {
    static final Object manifestLock = new Object();
    static final Object ledgerLock = new Object();
    static final Object dockLock = new Object();
    static final Map<String, byte[]> routeCache = new HashMap<>();
    static final List<ShipmentRecord> audit = new ArrayList<>();

    static class ShipmentRecord {
        final String id; final long weightGrams; final char[] notes;
        ShipmentRecord(String id, long w) { this.id = id; this.weightGrams = w; this.notes = new char[96]; }
    }
    static class PalletLabel { final String code; PalletLabel(String c) { code = c; } }

    static void manifestThenLedger() {
        synchronized (manifestLock) { pause(200); synchronized (ledgerLock) { pause(10); } }
    }
    static void ledgerThenManifest() {
        synchronized (ledgerLock) { pause(200); synchronized (manifestLock) { pause(10); } }
    }
    static void useDock() {
        while (true) { synchronized (dockLock) { busy(40); } pause(1); }
    }
    static void pause(long ms) { try { Thread.sleep(ms); } catch (InterruptedException e) { } }
    static void busy(long ms) { long end = System.nanoTime() + ms * 1_000_000L; double x = 0; while (System.nanoTime() < end) x += Math.sqrt(x + 1); }

    public static void main(String[] args) throws Exception {
        String mode = args.length > 0 ? args[0] : "stuck";
        int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 60;
        if (mode.equals("stuck")) {
            new Thread(Depot::manifestThenLedger, "manifest-writer").start();
            new Thread(Depot::ledgerThenManifest, "ledger-sync").start();
        }
        for (int i = 1; i <= (mode.equals("stuck") ? 4 : 2); i++) {
            Thread t = new Thread(Depot::useDock, "dock-scheduler-" + i); t.setDaemon(true); t.start();
        }
        ExecutorService pool = Executors.newFixedThreadPool(3, r -> { Thread t = new Thread(r); t.setName("label-printer-" + t.getId()); t.setDaemon(true); return t; });
        for (int i = 0; i < 3; i++) pool.submit(() -> pause(10));
        Thread sweeper = new Thread(() -> { while (true) pause(5000); }, "yard-sweeper"); sweeper.setDaemon(true); sweeper.start();
        long deadline = System.currentTimeMillis() + seconds * 1000L;
        long n = 0; Random rnd = new Random(17);
        List<PalletLabel> churn = new ArrayList<>();
        while (System.currentTimeMillis() < deadline) {
            n++;
            churn.add(new PalletLabel("PL-" + n));
            if (churn.size() > 20000) churn.clear();
            byte[] scratch = new byte[4096 + rnd.nextInt(8192)];
            scratch[0] = 1;
            if (n % 40 == 0) routeCache.put("route-" + n, new byte[1024]);
            if (n % 25 == 0) audit.add(new ShipmentRecord("SH-" + n, 1000 + rnd.nextInt(90000)));
            if (n % 50 == 0) pause(4);
        }
        System.out.println("done " + n + " cache=" + routeCache.size() + " audit=" + audit.size());
        System.exit(0);
    }
}
