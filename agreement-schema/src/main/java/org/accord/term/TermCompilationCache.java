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
        TermCompilation cached = compilations.get(set);
        if (cached != null) {
            return cached;
        }
        if (compilations.size() >= capacity) {
            compilations.clear();
        }
        return compilations.computeIfAbsent(set, TermCompiler::compileWithinLimits);
    }

    /** How many compilations are held. */
    public int size() {
        return compilations.size();
    }
}
