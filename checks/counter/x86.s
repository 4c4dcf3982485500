# Hand-written x86-64 assembly: the counter's traps, one instruction each, and what it must say of them.
# RUN: %oncelab asm %s --color never --config gcc-12/x86_64/O2 | FileCheck %s
	.text
	.type	traps, @function
traps:
	pushq	%rbx
	cmpl	$0, flag(%rip)
	addl	$1, counter(%rip)
	lock xaddl	%eax, counter(%rip)
	leaq	flag(%rip), %rax
	movl	(%rbp), %ecx
	movl	8(%rsp), %edx
	mulsd	.LC0(%rip), %xmm0
	movq	ext@GOTPCREL(%rip), %rax
	mfence
	pause
	prefetcht0	(%rax)
	rep stosq
	call	*hook(%rip)
	call	helper
	popq	%rbx
	ret
	.size	traps, .-traps
	.type	framed, @function
framed:
	pushq	%rbp
	movq	%rsp, %rbp
	movl	%edi, -4(%rbp)
	movl	-4(%rbp), %eax
	movl	(%rax), %eax
	leave
	ret
	.size	framed, .-framed
	.section	.rodata.cst8,"aM",@progbits,8
	.align 8
.LC0:
	.long	-266631570
	.long	1074340345

# CHECK-LABEL: # traps in gcc-12/x86_64/O2 (assembly file x86.s): 7 loads, 3 stores (2 from a constant pool, TOC or GOT entry; stack: 1 spill, 2 reloads)
# CHECK:      pushq %rbx <- spill
# CHECK-NEXT: cmpl $0, flag(%rip) <- load
# CHECK-NEXT: addl $1, counter(%rip) <- load+store
# CHECK-NEXT: lock xaddl %eax, counter(%rip) <- load+store
# leaq computes an address: no access.
# CHECK-NEXT: leaq flag(%rip), %rax{{$}}
# Without a frame set up from %rsp, %rbp is an ordinary register: shared memory.
# CHECK-NEXT: movl (%rbp), %ecx <- load
# CHECK-NEXT: movl 8(%rsp), %edx <- reload
# CHECK-NEXT: mulsd .LC0(%rip), %xmm0 <- pool load (constant pool .LC0)
# CHECK-NEXT: movq ext@GOTPCREL(%rip), %rax <- pool load (GOT entry)
# CHECK-NEXT: mfence <- barrier
# CHECK-NEXT: pause{{$}}
# CHECK-NEXT: prefetcht0 (%rax){{$}}
# CHECK-NEXT: rep stosq <- store
# The call's own push of the return address is not data; the function pointer it reads is.
# CHECK-NEXT: call *hook(%rip) <- load
# CHECK-NEXT: call helper{{$}}
# CHECK-NEXT: popq %rbx <- reload
# CHECK-NEXT: ret{{$}}
# CHECK-LABEL: # framed in gcc-12/x86_64/O2 (assembly file x86.s): 1 load, no stores (stack: 2 spills, 2 reloads)
# CHECK:      movl %edi, -4(%rbp) <- spill
# CHECK-NEXT: movl -4(%rbp), %eax <- reload
# CHECK-NEXT: movl (%rax), %eax <- load
# CHECK-NEXT: leave <- reload
