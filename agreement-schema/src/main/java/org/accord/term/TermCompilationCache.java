package org.accord.term;

import java.util.Map;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Compilations of term sets, kept by their declarations: documents made from one template declare the
 * same function terms, so a provider compiles them once, not once per offer. A {@link TermCompilation}
 * (problems and an immutable {@link CompiledTermSet}) is safe to share between threads. Thread-safe.
 *
 * <p>Bounded: offers may declare anything, so when {@code capacity} declarations are held the cache is
 * emptied and starts again (simple, and cheap for the usual handful of templates).
 */
public final class TermCompilationCache {

    private static final TermCompilationCache SHARED = new TermCompilationCache(256);

    private final int capacity;
    private final Map<TermSetDeclaration, TermCompilation> compilations = new ConcurrentHashMap<>();
    private final ThreadLocal<Recent> recent = ThreadLocal.withInitial(Recent::new);

    /** A cache holding at most {@code capacity} compilations. */
    public TermCompilationCache(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be positive: " + capacity);
        }
        this.capacity = capacity;
    }

    /** The cache shared by the validator and the provider. */
    public static TermCompilationCache shared() {
        return SHARED;
    }

    /** What {@link TermCompiler#compile(TermSetDeclaration)} returns for {@code set} (the default limits). */
    public TermCompilation compile(TermSetDeclaration set) {
        return compile(set, TermLimits.DEFAULT);
    }

    /**
     * What {@link TermCompiler#compile(TermSetDeclaration, TermLimits)} returns for {@code set}, compiled at
     * most once while cached. The limits are checked on every call, before the cache is consulted, so that
     * one cached compilation serves callers with different limits and a set beyond them is never cached.
     */
    public TermCompilation compile(TermSetDeclaration set, TermLimits limits) {
        List<TermProblem> beyond = LimitChecks.check(set, limits);
        if (!beyond.isEmpty()) {
            return TermCompilation.failed(beyond);
        }
        Recent recent = this.recent.get();
        if (recent.set == set) {
            return recent.compilation;
        }
        TermCompilation compilation = compilations.get(set);
        if (compilation == null) {
            if (compilations.size() >= capacity) {
                compilations.clear();
            }
            compilation = compilations.computeIfAbsent(set, TermCompiler::compileWithinLimits);
        }
        recent.set = set;
        recent.compilation = compilation;
        return compilation;
    }

    /**
     * The set this thread looked up last and its compilation: one offer's terms are looked up several times
     * (validation, admission), and the same object is found again without hashing and comparing its whole
     * declaration tree. A compilation depends only on its set, so it stays right when the map is emptied.
     */
    private static final class Recent {
        private TermSetDeclaration set;
        private TermCompilation compilation;
    }

    /** How many compilations are held. */
    public int size() {
        return compilations.size();
    }
}
